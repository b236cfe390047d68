/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Show_ChangeInputs */

const en_activity_show_change = /** @type {(inputs: Activity_Show_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show change`)
};

const hi_activity_show_change = /** @type {(inputs: Activity_Show_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बदलाव देखें`)
};

/**
* | output |
* | --- |
* | "Show change" |
*
* @param {Activity_Show_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_show_change = /** @type {((inputs?: Activity_Show_ChangeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Show_ChangeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_show_change(inputs)
	return en_activity_show_change(inputs)
});