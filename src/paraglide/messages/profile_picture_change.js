/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_ChangeInputs */

const en_profile_picture_change = /** @type {(inputs: Profile_Picture_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change profile picture`)
};

const hi_profile_picture_change = /** @type {(inputs: Profile_Picture_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफ़ाइल फ़ोटो बदलें`)
};

/**
* | output |
* | --- |
* | "Change profile picture" |
*
* @param {Profile_Picture_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_change = /** @type {((inputs?: Profile_Picture_ChangeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_ChangeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_change(inputs)
	return en_profile_picture_change(inputs)
});