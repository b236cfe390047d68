/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enrol_IntroInputs */

const en_twofa_enrol_intro = /** @type {(inputs: Twofa_Enrol_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company requires two-factor sign-in. Set up an authenticator app to continue.`)
};

const hi_twofa_enrol_intro = /** @type {(inputs: Twofa_Enrol_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी कंपनी में टू-फ़ैक्टर साइन-इन ज़रूरी है। आगे बढ़ने के लिए ऑथेंटिकेटर ऐप सेट करें।`)
};

/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in. Set up an authenticator app to continue." |
*
* @param {Twofa_Enrol_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_enrol_intro = /** @type {((inputs?: Twofa_Enrol_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enrol_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_enrol_intro(inputs)
	return en_twofa_enrol_intro(inputs)
});