/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Two_Factor_Required_By_CompanyInputs */

const en_error_two_factor_required_by_company = /** @type {(inputs: Error_Two_Factor_Required_By_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company requires two-factor sign-in, so it cannot be turned off.`)
};

const hi_error_two_factor_required_by_company = /** @type {(inputs: Error_Two_Factor_Required_By_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी कंपनी में टू-फ़ैक्टर साइन-इन ज़रूरी है, इसलिए इसे बंद नहीं किया जा सकता।`)
};

/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in, so it cannot be turned off." |
*
* @param {Error_Two_Factor_Required_By_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_two_factor_required_by_company = /** @type {((inputs?: Error_Two_Factor_Required_By_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Two_Factor_Required_By_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_two_factor_required_by_company(inputs)
	return en_error_two_factor_required_by_company(inputs)
});