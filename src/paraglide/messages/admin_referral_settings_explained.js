/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Settings_ExplainedInputs */

const en_admin_referral_settings_explained = /** @type {(inputs: Admin_Referral_Settings_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a purchase is approved, the buyer's referrer earns the level 1 share of its tokens and that referrer's own referrer the level 2 share, rounded down, out of the Referral Programme pool. A change applies to purchases approved from now on.`)
};

const hi_admin_referral_settings_explained = /** @type {(inputs: Admin_Referral_Settings_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद मंज़ूर होने पर, खरीदार के रेफ़रर को उसके टोकन का लेवल 1 हिस्सा और उस रेफ़रर के अपने रेफ़रर को लेवल 2 हिस्सा मिलता है (पूरे टोकन तक नीचे की ओर राउंड करके), जो रेफ़रल प्रोग्राम पूल से दिया जाता है। बदलाव अब से मंज़ूर होने वाली खरीद पर लागू होगा।`)
};

/**
* | output |
* | --- |
* | "When a purchase is approved, the buyer's referrer earns the level 1 share of its tokens and that referrer's own referrer the level 2 share, rounded down, out..." |
*
* @param {Admin_Referral_Settings_ExplainedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_settings_explained = /** @type {((inputs?: Admin_Referral_Settings_ExplainedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Settings_ExplainedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_settings_explained(inputs)
	return en_admin_referral_settings_explained(inputs)
});