/** The loyalty shop: points bought into bonuses, free spins and cashback boosts (above loyalty, bonuses and cashback, which it joins). Other code reaches this domain only through this file. */
export { buyProduct, setCharacter } from './shop';
