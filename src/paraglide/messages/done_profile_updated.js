/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Profile_UpdatedInputs */

const en_done_profile_updated = /** @type {(inputs: Done_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated successfully`)
};

const hi_done_profile_updated = /** @type {(inputs: Done_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल अपडेट हो गई`)
};

/**
* | output |
* | --- |
* | "Profile updated successfully" |
*
* @param {Done_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_profile_updated = /** @type {((inputs?: Done_Profile_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Profile_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_profile_updated(inputs)
	return en_done_profile_updated(inputs)
});