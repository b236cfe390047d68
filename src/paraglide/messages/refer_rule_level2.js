/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Refer_Rule_Level2Inputs */

const en_refer_rule_level2 = /** @type {(inputs: Refer_Rule_Level2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When someone they referred buys, you earn ${i?.percent} of that purchase too.`)
};

const hi_refer_rule_level2 = /** @type {(inputs: Refer_Rule_Level2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जब उनका रेफ़र किया कोई व्यक्ति खरीदता है, तो आपको उस खरीद का भी ${i?.percent} मिलता है।`)
};

/**
* | output |
* | --- |
* | "When someone they referred buys, you earn {percent} of that purchase too." |
*
* @param {Refer_Rule_Level2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_level2 = /** @type {((inputs: Refer_Rule_Level2Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_Level2Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_level2(inputs)
	return en_refer_rule_level2(inputs)
});