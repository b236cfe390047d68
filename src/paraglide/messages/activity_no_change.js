/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_No_ChangeInputs */

const en_activity_no_change = /** @type {(inputs: Activity_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No change recorded`)
};

const hi_activity_no_change = /** @type {(inputs: Activity_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई बदलाव दर्ज नहीं`)
};

/**
* | output |
* | --- |
* | "No change recorded" |
*
* @param {Activity_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_no_change = /** @type {((inputs?: Activity_No_ChangeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_No_ChangeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_no_change(inputs)
	return en_activity_no_change(inputs)
});