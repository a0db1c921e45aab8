import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { holdSlidesScript, stepTexts, withHoldSlidesScript } from './heldSlides.ts';
import { Slider } from './Slider.tsx';
import { textsOf } from './textList.ts';

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;

describe('withHoldSlidesScript', () => {
  it("puts the script at the end of the head of a page with a kit slider, once, and leaves every other page as it was", () => {
    const withSlider = page(renderToString(<Slider label="Error rate" minValue={1} maxValue={25} defaultValue={12} />));
    const result = withHoldSlidesScript(withSlider);
    expect(result.split(holdSlidesScript)).toHaveLength(2);
    expect(result.indexOf(`<script>${holdSlidesScript}</script></head>`)).toBeGreaterThan(0);
    const without = page('<h1>Privacy Policy</h1><p>data-slider-track</p>');
    expect(withHoldSlidesScript(without)).toBe(without);
  });
});

describe('stepTexts', () => {
  it("gives the script a slider's printed text for each of its steps, and none for a slider of too many steps", () => {
    expect(textsOf(stepTexts(1, 25, 1, (n) => `${n}%`)!)).toEqual(Array.from({ length: 25 }, (_, i) => `${i + 1}%`));
    expect(textsOf(stepTexts(50000, 200000, 1000, (n) => `$${n}`)!).slice(30, 32)).toEqual(['$80000', '$81000']);
    expect(stepTexts(0, 1_000_000, 1, String)).toBeUndefined();
  });
});
