/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_SubtitleInputs */

const en_superadmin_subtitle = /** @type {(inputs: Superadmin_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a one-time code sent to your email.`)
};

const hi_superadmin_subtitle = /** @type {(inputs: Superadmin_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ईमेल पर भेजे गए वन-टाइम कोड से साइन इन करें।`)
};

/**
* | output |
* | --- |
* | "Sign in with a one-time code sent to your email." |
*
* @param {Superadmin_SubtitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_subtitle = /** @type {((inputs?: Superadmin_SubtitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_SubtitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_subtitle(inputs)
	return en_superadmin_subtitle(inputs)
});