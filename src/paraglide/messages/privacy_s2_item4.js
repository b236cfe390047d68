/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S2_Item4Inputs */

const en_privacy_s2_item4 = /** @type {(inputs: Privacy_S2_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To meet legal duties, such as KYC, accounting and answering lawful requests from authorities.`)
};

const hi_privacy_s2_item4 = /** @type {(inputs: Privacy_S2_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कानूनी ज़िम्मेदारियाँ पूरी करने के लिए, जैसे KYC, हिसाब-किताब और अधिकारियों के वैध अनुरोधों का जवाब देना।`)
};

/**
* | output |
* | --- |
* | "To meet legal duties, such as KYC, accounting and answering lawful requests from authorities." |
*
* @param {Privacy_S2_Item4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item4 = /** @type {((inputs?: Privacy_S2_Item4Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S2_Item4Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s2_item4(inputs)
	return en_privacy_s2_item4(inputs)
});