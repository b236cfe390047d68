/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Unverified_Profile_LinkInputs */

const en_after_unverified_profile_link = /** @type {(inputs: After_Unverified_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`complete your profile`)
};

const hi_after_unverified_profile_link = /** @type {(inputs: After_Unverified_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपनी प्रोफ़ाइल पूरी करें`)
};

/**
* | output |
* | --- |
* | "complete your profile" |
*
* @param {After_Unverified_Profile_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_unverified_profile_link = /** @type {((inputs?: After_Unverified_Profile_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Unverified_Profile_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_unverified_profile_link(inputs)
	return en_after_unverified_profile_link(inputs)
});