/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_AltInputs */

const en_profile_picture_alt = /** @type {(inputs: Profile_Picture_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile picture`)
};

const hi_profile_picture_alt = /** @type {(inputs: Profile_Picture_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी प्रोफ़ाइल फ़ोटो`)
};

/**
* | output |
* | --- |
* | "Your profile picture" |
*
* @param {Profile_Picture_AltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_alt = /** @type {((inputs?: Profile_Picture_AltInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_AltInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_alt(inputs)
	return en_profile_picture_alt(inputs)
});