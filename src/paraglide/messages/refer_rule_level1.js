/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, symbol: NonNullable<unknown> }} Refer_Rule_Level1Inputs */

const en_refer_rule_level1 = /** @type {(inputs: Refer_Rule_Level1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When an admin approves a purchase by someone you referred, you earn ${i?.percent} of the ${i?.symbol} they bought (rounded down to whole tokens).`)
};

const hi_refer_rule_level1 = /** @type {(inputs: Refer_Rule_Level1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जब एडमिन आपके रेफ़र किए किसी व्यक्ति की खरीद मंज़ूर करता है, तो आपको उनके खरीदे गए ${i?.symbol} का ${i?.percent} मिलता है (पूरे टोकन में, नीचे की ओर राउंड करके)।`)
};

/**
* | output |
* | --- |
* | "When an admin approves a purchase by someone you referred, you earn {percent} of the {symbol} they bought (rounded down to whole tokens)." |
*
* @param {Refer_Rule_Level1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_level1 = /** @type {((inputs: Refer_Rule_Level1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_Level1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_level1(inputs)
	return en_refer_rule_level1(inputs)
});