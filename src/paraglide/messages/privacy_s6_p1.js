/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S6_P1Inputs */

const en_privacy_s6_p1 = /** @type {(inputs: Privacy_S6_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may ask for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to erase data we no longer need, and withdraw consent where processing depends on it. You may also name someone to exercise these rights for you. You can update your name, mobile number and date of birth yourself on your profile page. For any other request, contact the company that runs the programme through its registered contact details. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`)
};

const hi_privacy_s6_p1 = /** @type {(inputs: Privacy_S6_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप हमारे पास मौजूद अपने निजी डेटा का सारांश माँग सकते हैं, उसे सुधारने या पूरा करने के लिए कह सकते हैं, जिस डेटा की हमें अब ज़रूरत नहीं है उसे मिटाने के लिए कह सकते हैं, और जहाँ प्रोसेसिंग आपकी सहमति पर टिकी है वहाँ अपनी सहमति वापस ले सकते हैं। आप अपनी ओर से इन अधिकारों का इस्तेमाल करने के लिए किसी व्यक्ति को नामित भी कर सकते हैं। अपना नाम, मोबाइल नंबर और जन्म तिथि आप अपने प्रोफ़ाइल पेज पर खुद बदल सकते हैं। किसी और अनुरोध के लिए, प्रोग्राम चलाने वाली कंपनी से उसके रजिस्टर्ड संपर्क विवरण के ज़रिए संपर्क करें। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।`)
};

/**
* | output |
* | --- |
* | "You may ask for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to erase data we no longer need, and withdraw cons..." |
*
* @param {Privacy_S6_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s6_p1 = /** @type {((inputs?: Privacy_S6_P1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S6_P1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s6_p1(inputs)
	return en_privacy_s6_p1(inputs)
});