/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limits: NonNullable<unknown> }} Profile_Picture_HintInputs */

const en_profile_picture_hint = /** @type {(inputs: Profile_Picture_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Click the picture to upload a new one (image files only: ${i?.limits}).`)
};

const hi_profile_picture_hint = /** @type {(inputs: Profile_Picture_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नई फ़ोटो अपलोड करने के लिए फ़ोटो पर क्लिक करें (सिर्फ़ इमेज फ़ाइलें: ${i?.limits})।`)
};

/**
* | output |
* | --- |
* | "Click the picture to upload a new one (image files only: {limits})." |
*
* @param {Profile_Picture_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_hint = /** @type {((inputs: Profile_Picture_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_hint(inputs)
	return en_profile_picture_hint(inputs)
});