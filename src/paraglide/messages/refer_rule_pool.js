/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_PoolInputs */

const en_refer_rule_pool = /** @type {(inputs: Refer_Rule_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards come from the Referral Programme share of the supply; if it runs out, a reward is cut to what is left.`)
};

const hi_refer_rule_pool = /** @type {(inputs: Refer_Rule_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिवॉर्ड सप्लाई में रेफ़रल प्रोग्राम के हिस्से से दिए जाते हैं; अगर वह खत्म हो जाए, तो रिवॉर्ड उतना ही मिलेगा जितना बचा है।`)
};

/**
* | output |
* | --- |
* | "Rewards come from the Referral Programme share of the supply; if it runs out, a reward is cut to what is left." |
*
* @param {Refer_Rule_PoolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_pool = /** @type {((inputs?: Refer_Rule_PoolInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_PoolInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_pool(inputs)
	return en_refer_rule_pool(inputs)
});