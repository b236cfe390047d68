/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Fetch_FailedInputs */

const en_activity_fetch_failed = /** @type {(inputs: Activity_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch activity`)
};

const hi_activity_fetch_failed = /** @type {(inputs: Activity_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लाने में विफल`)
};

/**
* | output |
* | --- |
* | "Failed to fetch activity" |
*
* @param {Activity_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_fetch_failed = /** @type {((inputs?: Activity_Fetch_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Fetch_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_fetch_failed(inputs)
	return en_activity_fetch_failed(inputs)
});