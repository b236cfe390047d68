/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_HeadingInputs */

const en_profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Profile`)
};

const hi_profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरी प्रोफ़ाइल`)
};

/**
* | output |
* | --- |
* | "My Profile" |
*
* @param {Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_heading = /** @type {((inputs?: Profile_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_heading(inputs)
	return en_profile_heading(inputs)
});