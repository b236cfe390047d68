/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Col_Tokens_BoughtInputs */

const en_refer_col_tokens_bought = /** @type {(inputs: Refer_Col_Tokens_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens Bought`)
};

const hi_refer_col_tokens_bought = /** @type {(inputs: Refer_Col_Tokens_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीदे गए टोकन`)
};

/**
* | output |
* | --- |
* | "Tokens Bought" |
*
* @param {Refer_Col_Tokens_BoughtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_tokens_bought = /** @type {((inputs?: Refer_Col_Tokens_BoughtInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Col_Tokens_BoughtInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_col_tokens_bought(inputs)
	return en_refer_col_tokens_bought(inputs)
});