/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Refer_Rule_LockInputs */

const en_refer_rule_lock = /** @type {(inputs: Refer_Rule_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each reward is locked for ${i?.days} days, then it is available.`)
};

const hi_refer_rule_lock = /** @type {(inputs: Refer_Rule_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हर रिवॉर्ड ${i?.days} दिन के लिए लॉक रहता है, उसके बाद उपलब्ध हो जाता है।`)
};

/**
* | output |
* | --- |
* | "Each reward is locked for {days} days, then it is available." |
*
* @param {Refer_Rule_LockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_lock = /** @type {((inputs: Refer_Rule_LockInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_LockInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_lock(inputs)
	return en_refer_rule_lock(inputs)
});