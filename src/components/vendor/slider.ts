import SlickImport, { type Settings } from 'react-slick'
// Only the structural stylesheet: slick-theme.css inlines base64 fonts and a GIF, so the few dot styles
// the site needs live in src/components/autoplay-slider/slider.css instead.
import 'slick-carousel/slick/slick.css'

type SliderComponent = typeof SlickImport

/**
 * react-slick ships CommonJS; under Vite 8 the default import can be the exports object itself, which
 * renders as React error #130. Unwrapping here keeps every carousel on the real class.
 */
const maybeWrapped = SlickImport as unknown as { default?: SliderComponent }
export const Slider: SliderComponent = maybeWrapped.default ?? SlickImport

/** The class instance type, for refs (slickPause/slickPlay). */
export type SliderInstance = InstanceType<SliderComponent>
export type SliderSettings = Settings
