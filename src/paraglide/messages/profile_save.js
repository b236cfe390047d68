/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SaveInputs */

const en_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const hi_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बदलाव सेव करें`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Profile_SaveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_save = /** @type {((inputs?: Profile_SaveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SaveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_save(inputs)
	return en_profile_save(inputs)
});