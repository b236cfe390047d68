/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Time_LeftInputs */

const en_refer_time_left = /** @type {(inputs: Refer_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time Left:`)
};

const hi_refer_time_left = /** @type {(inputs: Refer_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बचा समय:`)
};

/**
* | output |
* | --- |
* | "Time Left:" |
*
* @param {Refer_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_time_left = /** @type {((inputs?: Refer_Time_LeftInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Time_LeftInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_time_left(inputs)
	return en_refer_time_left(inputs)
});