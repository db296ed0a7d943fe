import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { BIRTHDAY_RANGE_YEARS, DATE_PICKER_DEFAULT_RANGE_YEARS } from '../../../src/config/constants.ts';
import { DatePicker } from '../../../src/ui/DatePicker/DatePicker.tsx';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

const TODAY = new Date(2025, 5, 15);

describe('DatePicker', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  const lists = (root: ShadowRoot) => Array.from(root.querySelectorAll('[role="listbox"]'));
  const optionTexts = (list: Element) => Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent);

  it(`offers ${DATE_PICKER_DEFAULT_RANGE_YEARS} years either side of this year by default`, async () => {
    view = await renderInShadow(<DatePicker label="Date" today={TODAY} />);
    const years = optionTexts(lists(view.root)[0]);
    expect(years[0]).to.equal(String(2025 + DATE_PICKER_DEFAULT_RANGE_YEARS));
    expect(years[years.length - 1]).to.equal(String(2025 - DATE_PICKER_DEFAULT_RANGE_YEARS));
  });

  it(`offers ${BIRTHDAY_RANGE_YEARS} years back to this year for a birthday`, async () => {
    view = await renderInShadow(<DatePicker label="Birthday" range="birthday" today={TODAY} />);
    const years = optionTexts(lists(view.root)[0]);
    expect(years[0]).to.equal('2025');
    expect(years[years.length - 1]).to.equal(String(2025 - BIRTHDAY_RANGE_YEARS));
    expect(years).to.have.length(BIRTHDAY_RANGE_YEARS + 1);
  });

  it('names the months in the page language', async () => {
    view = await renderInShadow(<DatePicker label="วันเกิด" today={TODAY} />, { lang: 'th' });
    const months = optionTexts(lists(view.root)[1]);
    expect(months[0]).to.equal(new Intl.DateTimeFormat('th', { month: 'long' }).format(new Date(2000, 0, 1)));
    expect(view.root.querySelector('[role="group"]')!.getAttribute('aria-labelledby')).not.to.equal(null);
  });

  it("reports 'YYYY-MM-DD' once complete and clamps the day to the month", async () => {
    const values: string[] = [];
    view = await renderInShadow(<DatePicker label="Birthday" range="birthday" defaultValue="2024-03-31" today={TODAY} onChange={(v) => values.push(v)} />);
    expect(optionTexts(lists(view.root)[2])).to.have.length(31);
    const month = view.root.querySelectorAll<HTMLElement>('[role="combobox"]')[1];
    month.focus();
    // March -> February (2024 is a leap year)
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(values).to.deep.equal(['2024-02-29']);
    expect(optionTexts(lists(view.root)[2])).to.have.length(29);
  });
});
