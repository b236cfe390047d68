/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_YouInputs */

const en_dash_you = /** @type {(inputs: Dash_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

const hi_dash_you = /** @type {(inputs: Dash_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप`)
};

/**
* | output |
* | --- |
* | "You" |
*
* @param {Dash_YouInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_you = /** @type {((inputs?: Dash_YouInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_YouInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_you(inputs)
	return en_dash_you(inputs)
});