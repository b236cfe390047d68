/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_IntroInputs */

const en_profile_sessions_intro = /** @type {(inputs: Profile_Sessions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your account is signed in. If you do not recognise a device, sign out all other sessions and change your password. Times are in IST.`)
};

const hi_profile_sessions_intro = /** @type {(inputs: Profile_Sessions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता जहाँ-जहाँ साइन इन है। अगर आप किसी डिवाइस को नहीं पहचानते, तो बाकी सभी सत्रों से साइन आउट करें और अपना पासवर्ड बदलें। समय IST में दिखाया गया है।`)
};

/**
* | output |
* | --- |
* | "Where your account is signed in. If you do not recognise a device, sign out all other sessions and change your password. Times are in IST." |
*
* @param {Profile_Sessions_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_intro = /** @type {((inputs?: Profile_Sessions_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_intro(inputs)
	return en_profile_sessions_intro(inputs)
});