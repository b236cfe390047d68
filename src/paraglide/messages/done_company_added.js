/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Company_AddedInputs */

const en_done_company_added = /** @type {(inputs: Done_Company_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company added successfully`)
};

const hi_done_company_added = /** @type {(inputs: Done_Company_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी जोड़ दी गई`)
};

/**
* | output |
* | --- |
* | "Company added successfully" |
*
* @param {Done_Company_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_company_added = /** @type {((inputs?: Done_Company_AddedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Company_AddedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_company_added(inputs)
	return en_done_company_added(inputs)
});