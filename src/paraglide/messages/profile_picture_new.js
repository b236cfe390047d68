/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Picture_NewInputs */

const en_profile_picture_new = /** @type {(inputs: Profile_Picture_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New picture uploaded. Save Changes to keep it.`)
};

const hi_profile_picture_new = /** @type {(inputs: Profile_Picture_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नई फ़ोटो अपलोड हो गई है। इसे रखने के लिए बदलाव सेव करें।`)
};

/**
* | output |
* | --- |
* | "New picture uploaded. Save Changes to keep it." |
*
* @param {Profile_Picture_NewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_picture_new = /** @type {((inputs?: Profile_Picture_NewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Picture_NewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_picture_new(inputs)
	return en_profile_picture_new(inputs)
});