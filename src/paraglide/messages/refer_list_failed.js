/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_List_FailedInputs */

const en_refer_list_failed = /** @type {(inputs: Refer_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the list. Please try again.`)
};

const hi_refer_list_failed = /** @type {(inputs: Refer_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूची लोड नहीं हो सकी। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Could not load the list. Please try again." |
*
* @param {Refer_List_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_list_failed = /** @type {((inputs?: Refer_List_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_List_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_list_failed(inputs)
	return en_refer_list_failed(inputs)
});