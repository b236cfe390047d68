/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Share_ButtonInputs */

const en_refer_share_button = /** @type {(inputs: Refer_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share link`)
};

const hi_refer_share_button = /** @type {(inputs: Refer_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक शेयर करें`)
};

/**
* | output |
* | --- |
* | "Share link" |
*
* @param {Refer_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_button = /** @type {((inputs?: Refer_Share_ButtonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Share_ButtonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_share_button(inputs)
	return en_refer_share_button(inputs)
});