/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Col_JoinedInputs */

const en_refer_col_joined = /** @type {(inputs: Refer_Col_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date Joined`)
};

const hi_refer_col_joined = /** @type {(inputs: Refer_Col_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जुड़ने की तारीख`)
};

/**
* | output |
* | --- |
* | "Date Joined" |
*
* @param {Refer_Col_JoinedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_joined = /** @type {((inputs?: Refer_Col_JoinedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Col_JoinedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_col_joined(inputs)
	return en_refer_col_joined(inputs)
});