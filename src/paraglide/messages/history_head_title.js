/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Head_TitleInputs */

const en_history_head_title = /** @type {(inputs: History_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Transaction History`)
};

const hi_history_head_title = /** @type {(inputs: History_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान लेन-देन इतिहास`)
};

/**
* | output |
* | --- |
* | "Payment Transaction History" |
*
* @param {History_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_head_title = /** @type {((inputs?: History_Head_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Head_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_head_title(inputs)
	return en_history_head_title(inputs)
});