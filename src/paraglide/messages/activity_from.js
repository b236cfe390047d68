/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_FromInputs */

const en_activity_from = /** @type {(inputs: Activity_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const hi_activity_from = /** @type {(inputs: Activity_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`से`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Activity_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_from = /** @type {((inputs?: Activity_FromInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_FromInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_from(inputs)
	return en_activity_from(inputs)
});