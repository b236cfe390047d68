/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_ShareInputs */

const en_refer_rule_share = /** @type {(inputs: Refer_Rule_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your link. Whoever registers through it has your Member ID filled in, and becomes your referral.`)
};

const hi_refer_rule_share = /** @type {(inputs: Refer_Rule_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना लिंक शेयर करें। इससे रजिस्टर करने वाले के फ़ॉर्म में आपकी मेंबर ID पहले से भरी होगी, और वह आपका रेफ़रल बन जाएगा।`)
};

/**
* | output |
* | --- |
* | "Share your link. Whoever registers through it has your Member ID filled in, and becomes your referral." |
*
* @param {Refer_Rule_ShareInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_share = /** @type {((inputs?: Refer_Rule_ShareInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_ShareInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_share(inputs)
	return en_refer_rule_share(inputs)
});