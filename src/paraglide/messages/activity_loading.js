/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_LoadingInputs */

const en_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading activity...`)
};

const hi_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गतिविधि लोड हो रही है...`)
};

/**
* | output |
* | --- |
* | "Loading activity..." |
*
* @param {Activity_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_loading = /** @type {((inputs?: Activity_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_loading(inputs)
	return en_activity_loading(inputs)
});