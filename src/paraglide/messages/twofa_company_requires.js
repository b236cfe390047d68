/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Company_RequiresInputs */

const en_twofa_company_requires = /** @type {(inputs: Twofa_Company_RequiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company requires two-factor sign-in. Set up an authenticator app now.`)
};

const hi_twofa_company_requires = /** @type {(inputs: Twofa_Company_RequiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी कंपनी में टू-फ़ैक्टर साइन-इन ज़रूरी है। अभी ऑथेंटिकेटर ऐप सेट करें।`)
};

/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in. Set up an authenticator app now." |
*
* @param {Twofa_Company_RequiresInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_company_requires = /** @type {((inputs?: Twofa_Company_RequiresInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Company_RequiresInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_twofa_company_requires(inputs)
	return en_twofa_company_requires(inputs)
});