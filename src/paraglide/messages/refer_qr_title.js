/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Qr_TitleInputs */

const en_refer_qr_title = /** @type {(inputs: Refer_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of your referral link`)
};

const hi_refer_qr_title = /** @type {(inputs: Refer_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रेफ़रल लिंक का QR कोड`)
};

/**
* | output |
* | --- |
* | "QR code of your referral link" |
*
* @param {Refer_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_qr_title = /** @type {((inputs?: Refer_Qr_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Qr_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_qr_title(inputs)
	return en_refer_qr_title(inputs)
});