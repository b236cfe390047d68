/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upload_LabelInputs */

const en_pay_upload_label = /** @type {(inputs: Pay_Upload_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Transaction File`)
};

const hi_pay_upload_label = /** @type {(inputs: Pay_Upload_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन फ़ाइल अपलोड करें`)
};

/**
* | output |
* | --- |
* | "Upload Transaction File" |
*
* @param {Pay_Upload_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upload_label = /** @type {((inputs?: Pay_Upload_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upload_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upload_label(inputs)
	return en_pay_upload_label(inputs)
});