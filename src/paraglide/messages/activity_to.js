/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_ToInputs */

const en_activity_to = /** @type {(inputs: Activity_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const hi_activity_to = /** @type {(inputs: Activity_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तक`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Activity_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_to = /** @type {((inputs?: Activity_ToInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_ToInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_to(inputs)
	return en_activity_to(inputs)
});