/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_Item1Inputs */

const en_privacy_s2_item1 = /** @type {(inputs: Privacy_S2_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To create and secure your account and to confirm your email and mobile with one-time codes.`)
};

const hi_privacy_s2_item1 = /** @type {(inputs: Privacy_S2_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता बनाने और सुरक्षित रखने के लिए, और वन-टाइम कोड से आपके ईमेल और मोबाइल की पुष्टि करने के लिए।`)
};

/**
* | output |
* | --- |
* | "To create and secure your account and to confirm your email and mobile with one-time codes." |
*
* @param {Privacy_S2_Item1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item1 = /** @type {((inputs?: Privacy_S2_Item1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_Item1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_item1(inputs)
	return en_privacy_s2_item1(inputs)
});