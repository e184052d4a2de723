<?php
/**
 * Trait Email_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Email_Reports\Confirmation_Mail;
use Google\Site_Kit\Core\Email_Reports\Contracts\Sends_Reports;
use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Core\Email_Reports\Public_Pages;
use Google\Site_Kit\Core\Email_Reports\Send_Health;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;

/**
 * Part of Plugin, one file per group of services: the email reports (subscriptions, signed links and their public
 * pages, the confirmation mail, the sender's health). See docs/email-reports.md.
 * Each is built once, on first use, through Plugin::service().
 */
trait Email_Services {

	/**
	 * Who gets the reports.
	 */
	public function email_subscriptions(): Subscriptions {
		return $this->service( Subscriptions::class, fn() => new Subscriptions( fn() => $this->email_confirmation_mail() ) );
	}

	/**
	 * The reports' signed links (unsubscribe, confirm).
	 */
	public function email_links(): Links {
		return $this->service( Links::class, fn() => new Links( $this->email_subscriptions(), $this->encryption() ) );
	}

	/**
	 * The confirmation mailed to an outside address.
	 */
	public function email_confirmation_mail(): Confirmation_Mail {
		return $this->service( Confirmation_Mail::class, fn() => new Confirmation_Mail( $this->email_links() ) );
	}

	/**
	 * The pages the signed links open.
	 */
	public function email_public_pages(): Public_Pages {
		return $this->service( Public_Pages::class, fn() => new Public_Pages( $this->email_subscriptions(), $this->email_links() ) );
	}

	/**
	 * How the sending is doing (WP-Cron, last success, failures).
	 */
	public function email_send_health(): Send_Health {
		return $this->service( Send_Health::class, fn() => new Send_Health() );
	}

	/**
	 * The report sender (test sends from the REST API); null until the sender exists.
	 */
	public function email_report_sender(): ?Sends_Reports {
		return null;
	}
}
