/**
 * @jest-environment node
 */
import { PageDataContext, usePageData } from '@casino/shared';
import { ServerPageData } from './page-data';
import { streamToString } from './stream';

const answer = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

/** A page with three loads in one component (the game hall's categories, providers and games). */
function Page() {
  const categories = usePageData(() => answer('categories'), ['uz']);
  const providers = usePageData(() => answer('providers'), []);
  const time = usePageData(async () => 'now', ['now']);
  return <p>{`${String(categories?.value)} ${String(providers?.value)} ${String(time?.value)}`}</p>;
}

describe('the data of a server render', () => {
  it('gives each load of a component its own answer, and hands each over', async () => {
    const data = new ServerPageData(Date.now() + 1000);
    const html = await streamToString(
      <PageDataContext.Provider value={data.scope('casino')}>
        <Page />
      </PageDataContext.Provider>,
      () => 'failed',
    );
    expect(html).toBe('<p>categories providers now</p>');
    expect(Object.values(data.handOver())).toEqual([
      { deps: '["uz"]', value: 'categories' },
      { deps: '[]', value: 'providers' },
      { deps: '["now"]', value: 'now' },
    ]);
  });
});
