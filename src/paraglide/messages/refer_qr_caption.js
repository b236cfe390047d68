/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Qr_CaptionInputs */

const en_refer_qr_caption = /** @type {(inputs: Refer_Qr_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan to register with your Member ID`)
};

const hi_refer_qr_caption = /** @type {(inputs: Refer_Qr_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्कैन करके आपकी मेंबर ID के साथ रजिस्टर करें`)
};

/**
* | output |
* | --- |
* | "Scan to register with your Member ID" |
*
* @param {Refer_Qr_CaptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_qr_caption = /** @type {((inputs?: Refer_Qr_CaptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Qr_CaptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_qr_caption(inputs)
	return en_refer_qr_caption(inputs)
});