/** The labour office's home page: the home page component under its own key (templates/HlavniStranka). */
import { UpCzHomePage } from '../HlavniStranka/HlavniStranka.tsx';

export default UpCzHomePage;
