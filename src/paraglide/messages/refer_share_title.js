/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Refer_Share_TitleInputs */

const en_refer_share_title = /** @type {(inputs: Refer_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.symbol} token pre-launch`)
};

const hi_refer_share_title = /** @type {(inputs: Refer_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.symbol} टोकन प्री-लॉन्च`)
};

/**
* | output |
* | --- |
* | "{symbol} token pre-launch" |
*
* @param {Refer_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_title = /** @type {((inputs: Refer_Share_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Share_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_share_title(inputs)
	return en_refer_share_title(inputs)
});