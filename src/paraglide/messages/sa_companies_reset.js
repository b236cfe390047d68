/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_ResetInputs */

const en_sa_companies_reset = /** @type {(inputs: Sa_Companies_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-factor`)
};

const hi_sa_companies_reset = /** @type {(inputs: Sa_Companies_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टू-फ़ैक्टर रीसेट`)
};

/**
* | output |
* | --- |
* | "Reset two-factor" |
*
* @param {Sa_Companies_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_reset = /** @type {((inputs?: Sa_Companies_ResetInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_ResetInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_reset(inputs)
	return en_sa_companies_reset(inputs)
});