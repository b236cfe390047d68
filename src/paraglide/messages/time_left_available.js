/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Time_Left_AvailableInputs */

const en_time_left_available = /** @type {(inputs: Time_Left_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

const hi_time_left_available = /** @type {(inputs: Time_Left_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`उपलब्ध`)
};

/**
* | output |
* | --- |
* | "Available" |
*
* @param {Time_Left_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const time_left_available = /** @type {((inputs?: Time_Left_AvailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Time_Left_AvailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_time_left_available(inputs)
	return en_time_left_available(inputs)
});