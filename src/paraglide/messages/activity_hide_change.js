/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Hide_ChangeInputs */

const en_activity_hide_change = /** @type {(inputs: Activity_Hide_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide change`)
};

const hi_activity_hide_change = /** @type {(inputs: Activity_Hide_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बदलाव छिपाएँ`)
};

/**
* | output |
* | --- |
* | "Hide change" |
*
* @param {Activity_Hide_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_hide_change = /** @type {((inputs?: Activity_Hide_ChangeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Hide_ChangeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_hide_change(inputs)
	return en_activity_hide_change(inputs)
});