/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S1_Item1Inputs */

const en_privacy_s1_item1 = /** @type {(inputs: Privacy_S1_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account details: your name, email address, mobile number, date of birth, pincode and gender.`)
};

const hi_privacy_s1_item1 = /** @type {(inputs: Privacy_S1_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाते की जानकारी: आपका नाम, ईमेल पता, मोबाइल नंबर, जन्म तिथि, पिनकोड और लिंग।`)
};

/**
* | output |
* | --- |
* | "Account details: your name, email address, mobile number, date of birth, pincode and gender." |
*
* @param {Privacy_S1_Item1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item1 = /** @type {((inputs?: Privacy_S1_Item1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S1_Item1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s1_item1(inputs)
	return en_privacy_s1_item1(inputs)
});